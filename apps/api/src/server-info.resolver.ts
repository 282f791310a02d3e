import { Field, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import { PublicAddressHolder } from './public-url';

export enum PublicUrlSourceType {
  CONFIGURED = 'CONFIGURED',
  DETECTED = 'DETECTED',
  LOOPBACK = 'LOOPBACK',
}
registerEnumType(PublicUrlSourceType, {
  name: 'PublicUrlSource',
  description: 'Where the server took its public address from.',
  valuesMap: {
    CONFIGURED: { description: 'PUBLIC_URL, as the operator set it.' },
    DETECTED: { description: 'The network address the server listens on (the first of the machine, when it listens on all).' },
    LOOPBACK: {
      description:
        'A loopback address (localhost), for want of any other: the server has no network address, or listens only on loopback. Players’ phones cannot open it.',
    },
  },
});

@ObjectType('Server', { description: 'The server itself, as players and organisers need to know it.' })
export class ServerType {
  @Field({
    description:
      'The address players open: links, QR codes and printouts for players are built from it (an origin, no trailing slash, e.g. `http://192.168.1.20:3000`). PUBLIC_URL when set, else the network address the server listens on.',
  })
  publicUrl!: string;

  @Field(() => PublicUrlSourceType, { description: 'Where `publicUrl` came from.' })
  publicUrlSource!: PublicUrlSourceType;

  @Field(() => String, {
    nullable: true,
    description:
      'Why links to `publicUrl` will not open on players’ phones (it is localhost or 127.0.0.1), and what to set; null when they should.',
  })
  warning!: string | null;
}

@Resolver(() => ServerType)
export class ServerInfoResolver {
  constructor(private readonly address: PublicAddressHolder) {}

  @Query(() => ServerType, {
    description:
      'The server: the public address players’ links are built from. Anyone may ask: the address is on every printed invitation.',
  })
  server(): ServerType {
    const { url, source, warning } = this.address.get();
    return { publicUrl: url, publicUrlSource: source as PublicUrlSourceType, warning };
  }
}
