import { violation, type RuleViolation } from '@app/rules';

/** A competition rule broken: `competition: <rule>`, the message, and the machine code clients act on. */
export const refuse = (rule: string, message: string, code: string): RuleViolation => violation(`competition: ${rule}`, message, code);
