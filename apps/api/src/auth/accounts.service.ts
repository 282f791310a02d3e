import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import DataLoader from 'dataloader';
import { In, type Repository } from 'typeorm';
import { z } from 'zod';
import { AccountEntity } from './account.entity';
import { InvalidInputError } from '../input.errors';
import { isUuid } from '@app/matches';
import { checkText } from '@app/rules';
import { UnauthenticatedError } from './auth.errors';
import { SignUpLimiter } from './sign-up-limits';

/** An e-mail address as the accounts compare them: trimmed, in lower case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** What an e-mail address must look like to be an account's, or an invitation's. */
export const emailSchema = z.string().trim().email('not an email address').max(254);

const signUpSchema = z.object({
  email: emailSchema,
  password: z.string().min(10, 'at least 10 characters').max(256, 'at most 256 characters'),
  displayName: z.string().trim().min(1, 'must not be empty').max(80, 'at most 80 characters'),
});

/**
 * A hash of some password, made as every account's is, and verified when the email is unknown so
 * that both answers take as long. It is made when the service starts, so the first unknown
 * address is no slower either.
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= argon2.hash('not a password of anyone', { type: argon2.argon2id }));

export interface PublicAccount {
  id: string;
  displayName: string;
}

@Injectable()
export class AccountsService {
  /** Accounts known to exist (there is no deleting one): a token's account is looked up once per process. */
  private readonly known = new Set<string>();

  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    private readonly signUps: SignUpLimiter,
  ) {
    // Made again on first use should it fail now.
    dummy().catch(() => (dummyHash = undefined));
  }

  /** Whether an account exists: a signed token naming one that does not is refused. */
  async exists(accountId: string): Promise<boolean> {
    if (this.known.has(accountId)) return true;
    if (!isUuid(accountId)) return false;
    const found = await this.accounts.exists({ where: { accountId } });
    if (found && this.known.size < 100_000) this.known.add(accountId);
    return found;
  }

  /**
   * A new account. An address already taken is refused (`VALIDATION`, field email), which tells
   * the caller that it has an account: attempts are limited per address and per client
   * (`address`, the caller's IP) for that reason (SignUpLimiter).
   */
  async signUp(input: { email: string; password: string; displayName: string }, address: string): Promise<AccountEntity> {
    this.signUps.attempt(String(input.email), address);
    const parsed = signUpSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new InvalidInputError(`${String(issue.path[0])}: ${issue.message}`, String(issue.path[0]));
    }
    const { email, password, displayName } = parsed.data;
    const badName = checkText(displayName, 'displayName', 'name');
    if (badName) throw new InvalidInputError(badName.message, 'displayName');
    const account = this.accounts.create({
      accountId: randomUUID(),
      email,
      displayName,
      passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
      createdAt: new Date(),
    });
    // The unique index on lower(email) decides races between two sign-ups with one address.
    const inserted = await this.accounts.createQueryBuilder().insert().values(account).orIgnore().returning(['accountId']).execute();
    if ((inserted.raw as unknown[]).length === 0) throw new InvalidInputError('an account with this email already exists', 'email');
    this.known.add(account.accountId);
    return account;
  }

  /** The account for an email and password; the same BAD_CREDENTIALS whether the email or the password is wrong. */
  async signIn(email: string, password: string): Promise<AccountEntity> {
    const account = await this.accounts.createQueryBuilder('a').where('lower(a.email) = lower(:email)', { email: email.trim() }).getOne();
    const ok = account
      ? await argon2.verify(account.passwordHash, password)
      : await argon2.verify(await dummy(), password).then(() => false);
    if (!account || !ok) throw new UnauthenticatedError('BAD_CREDENTIALS', 'wrong email or password');
    this.known.add(account.accountId);
    return account;
  }

  /** An account's e-mail address, as the accounts compare them (`normalEmail`); null when there is no such account. */
  async emailOf(accountId: string): Promise<string | null> {
    if (!isUuid(accountId)) return null;
    const account = await this.accounts.findOne({ where: { accountId }, select: ['accountId', 'email'] });
    return account ? normalEmail(account.email) : null;
  }

  /** The account with this e-mail address, in any case, as signing in finds it; null when no account has it. */
  async findByEmail(email: string): Promise<PublicAccount | null> {
    const account = await this.accounts
      .createQueryBuilder('a')
      .select(['a.accountId', 'a.displayName'])
      .where('lower(a.email) = lower(:email)', { email: email.trim() })
      .getOne();
    return account ? { id: account.accountId, displayName: account.displayName } : null;
  }

  /** A per-request loader: any number of account lookups in one request become one query. */
  loader(): DataLoader<string, PublicAccount | null> {
    return new DataLoader(async (ids) => {
      const rows = await this.accounts.find({ where: { accountId: In([...ids]) }, select: ['accountId', 'displayName'] });
      const byId = new Map(rows.map((r) => [r.accountId, { id: r.accountId, displayName: r.displayName }]));
      return ids.map((id) => byId.get(id) ?? null);
    });
  }
}
