import { hash } from '@node-rs/argon2';

/**
 * An argon2id hash of the password at the least cost the library takes. A check reads the cost
 * from the stored hash, so a test that makes a thousand checks to count them (the sign-in
 * limits) spends milliseconds on each instead of the production cost's tens.
 */
export function cheapPasswordHash(password: string): Promise<string> {
  return hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
}
