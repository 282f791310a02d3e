# The API server image (docker-compose.yml builds it). Two stages: the first compiles the
# TypeScript with the dev dependencies, the second keeps only what runs, as a user without rights.

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
# schema.graphql: the web app's typed client is generated from it during the build (dist/web).
COPY tsconfig.json tsconfig.build.json schema.graphql ./
COPY apps apps
COPY libs libs
COPY migrations migrations
COPY bench bench
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The embedded database's files, when no DATABASE_URL is given, belong to the server's user.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/apps/api/src/main.js"]
