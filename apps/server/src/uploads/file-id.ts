import { randomBytes } from 'node:crypto';

/** 144 random bits, URL-safe: 24 characters. */
export const newFileId = (): string => randomBytes(18).toString('base64url');

/** Whether the text is shaped like an id this server makes: only such text names a file. */
export const isFileId = (text: string): boolean => /^[A-Za-z0-9_-]{24}$/.test(text);
