#!/usr/bin/env node
/**
 * Checks a random round 1 of a Swiss from what its public page and API show, with nothing but
 * Node: the seed must hash (SHA-256 of its hex text) to the commitment published before the
 * pairing; the seed then draws the players' ids, given in registration order, as the server
 * did (docs/swiss.md, "Round 1"), and the drawn list is paired first half against second half.
 *
 *   node scripts/check-draw.mjs <seed> <commitment> <player id> <player id> …
 *
 * Prints the draw order and the boards; exits 1 when the seed does not match the commitment.
 * Club-mates or avoided pairs the organiser keeps apart can move a pair: the round's pairing
 * explanations say where they did.
 */
import { createHash, createHmac } from 'node:crypto';

const [seed, commitment, ...ids] = process.argv.slice(2);
if (!/^[0-9a-f]{64}$/.test(seed ?? '') || !commitment || ids.length === 0) {
  console.error('usage: node scripts/check-draw.mjs <seed: 64 hex digits> <commitment> <player id>…');
  process.exit(2);
}
if (createHash('sha256').update(seed, 'utf8').digest('hex') !== commitment) {
  console.error('the seed does not match the commitment: this is not the draw that was committed to');
  process.exit(1);
}

// Fisher–Yates from the last place down; each j from the byte stream HMAC-SHA256(seed, "draw:<k>"),
// read as big-endian 32-bit words, a word that would favour some j passed over.
const order = [...ids];
const words = [];
let block = 0;
const next = () => {
  if (words.length === 0) {
    const bytes = createHmac('sha256', Buffer.from(seed, 'hex')).update(`draw:${block++}`).digest();
    for (let k = 0; k < 32; k += 4) words.push(bytes.readUInt32BE(k));
  }
  return words.shift();
};
for (let i = order.length - 1; i >= 1; i--) {
  let w = next();
  while (w >= 2 ** 32 - (2 ** 32 % (i + 1))) w = next();
  const j = w % (i + 1);
  [order[i], order[j]] = [order[j], order[i]];
}

console.log(`draw order: ${order.join(' ')}`);
const half = Math.floor(order.length / 2);
for (let k = 0; k < half; k++) console.log(`board ${k + 1}: ${order[k]} v ${order[half + k]}`);
if (order.length % 2 === 1) console.log(`bye: ${order[order.length - 1]}`);
