import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { z } from "zod";
import { DEFAULT_SIGNIN_ADDRESS_LIMIT } from "./limits/rules";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const bool = (def: boolean) =>
  z
    .preprocess(emptyToUndefined, z.enum(["true", "false", "1", "0"]).optional())
    .transform((v) => (v === undefined ? def : v === "true" || v === "1"));
const int = (def: number, min: number) => z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(def));

/**
 * MAX_CONNECTIONS_PER_ADDRESS's default. A browser keeps up to 6 connections to a site, and a school's
 * classes may share one public address (NAT): 128 leaves room for 20 busy browsers behind one address.
 */
export const DEFAULT_CONNECTIONS_PER_ADDRESS = 128;

const envSchema = z.object({
  PORT: int(3000, 0),
  HOST: z.preprocess(emptyToUndefined, z.string().default("127.0.0.1")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "AUTH_SECRET must be at least 32 characters.").optional()),
  TEACHER_ACCESS_CODE: z.preprocess(emptyToUndefined, z.string().min(6, "TEACHER_ACCESS_CODE must be at least 6 characters.").optional()),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default("")),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Rostrum <no-reply@rostrum.local>")),
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.string().email().default("hello@rostrum.app")),
  RATE_LIMIT: bool(true),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_TIMEOUT_MS: int(30_000, 100),
  LLM_MAX_RETRIES: int(2, 0),
  LLM_JSON_MODE: z.preprocess(emptyToUndefined, z.enum(["schema", "json"]).default("schema")),
  AI_DAILY_LIMIT: int(200, 0),
  AI_GUEST_DAILY_LIMIT: int(30, 0),
  AI_GUEST_ADDRESS_DAILY_LIMIT: int(300, 0),
  AI_GUEST_TOTAL_DAILY_LIMIT: int(2000, 0),
  GUEST_RETENTION_DAYS: int(7, 1),
  TRUSTED_PROXIES: z.preprocess(emptyToUndefined, z.string().default("")),
  MAX_CONNECTIONS_PER_ADDRESS: int(DEFAULT_CONNECTIONS_PER_ADDRESS, 0),
  SIGNIN_ADDRESS_LIMIT: int(DEFAULT_SIGNIN_ADDRESS_LIMIT, 1),
  SEED_CONTENT: bool(true),
  URL_FETCH_ALLOW: z.preprocess(emptyToUndefined, z.string().default("")),
  WEEKLY_SUMMARY_INTERVAL_MS: int(600_000, 100),
  CLOCK_START: z.preprocess(emptyToUndefined, z.iso.datetime({ offset: true }).optional()),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret: string;
  teacherAccessCode: string;
  teacherCodeGenerated: boolean;
  adminEmails: string[];
  google?: { clientId: string; clientSecret: string };
  smtp?: { url: string; from: string };
  contactEmail: string;
  rateLimit: boolean;
  logLevel: string;
  llm?: { baseUrl: string; model: string; apiKey?: string; jsonMode: "schema" | "json" };
  llmTimeoutMs: number;
  llmMaxRetries: number;
  aiDailyLimit: number;
  aiGuestDailyLimit: number;
  /** Guests' model calls (and offline round starts) per client address per day, whatever their cookies. */
  aiGuestAddressDailyLimit: number;
  /** All guests' model calls (and offline round starts) together per day. */
  aiGuestTotalDailyLimit: number;
  /** Days a guest's rounds and motion history are kept (the server purges older ones). */
  guestRetentionDays: number;
  /** Addresses (or IPv4 CIDR ranges) of reverse proxies whose X-Forwarded-For names the client. None by default. */
  trustedProxies: string[];
  /** Open connections one client address may hold at once (a trusted proxy's are not capped); 0 for no cap. */
  maxConnectionsPerAddress: number;
  /** Wrong passwords per client address per 15 minutes, across accounts (a school's classes may share one address). */
  signinAddressLimit: number;
  /** Add the starter curriculum (modules and module lessons) at start when it is missing. */
  seedContent: boolean;
  /** host:port pairs that a lesson-from-URL fetch may reach even on a private address (tests only). */
  urlFetchAllow: string[];
  /** How often each server looks for weekly summary e-mails to send (core/weekly-summary.ts). */
  weeklySummaryIntervalMs: number;
  /** Tests only: the weekly summary's clock starts at this instant and runs forward from there. */
  clockStart?: Date;
}

export class ConfigError extends Error {}

/** A generated teacher code's length, and the shortest a configured one may be without a warning. */
export const TEACHER_CODE_MIN = 12;

/** Secrets generated at first start are kept in DATA_DIR so a restart keeps sessions and the teacher code. */
function keptSecrets(dataDir: string): { authSecret: string; teacherAccessCode: string } {
  const file = join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    // Unambiguous characters only: the code is read aloud in classrooms.
    teacherAccessCode: Array.from(randomBytes(TEACHER_CODE_MIN), (b) => "ABCDEFGHJKMNPQRSTUVWXYZ23456789"[b % 31]).join(""),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (!!e.GOOGLE_CLIENT_ID !== !!e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError("Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.");
  }
  if (!!e.LLM_BASE_URL !== !!e.LLM_MODEL) {
    throw new ConfigError("Invalid configuration:\n  LLM_BASE_URL and LLM_MODEL must be set together.");
  }
  const badProxy = e.TRUSTED_PROXIES.split(",")
    .map((s) => s.trim())
    .find((p) => p && !isIP(p.replace(/\/\d{1,3}$/, "")));
  if (badProxy) throw new ConfigError(`Invalid configuration:\n  TRUSTED_PROXIES: ${badProxy} is not an IP address or CIDR range.`);
  const dataDir = resolve(e.DATA_DIR);
  const needsKept = !e.AUTH_SECRET || !e.TEACHER_ACCESS_CODE;
  const kept = needsKept ? keptSecrets(dataDir) : undefined;
  const shownHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, ""),
    authSecret: e.AUTH_SECRET ?? kept!.authSecret,
    teacherAccessCode: e.TEACHER_ACCESS_CODE ?? kept!.teacherAccessCode,
    teacherCodeGenerated: !e.TEACHER_ACCESS_CODE,
    adminEmails: e.ADMIN_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET! } : undefined,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    contactEmail: e.CONTACT_EMAIL,
    rateLimit: e.RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL!, apiKey: e.LLM_API_KEY, jsonMode: e.LLM_JSON_MODE } : undefined,
    llmTimeoutMs: e.LLM_TIMEOUT_MS,
    llmMaxRetries: e.LLM_MAX_RETRIES,
    aiDailyLimit: e.AI_DAILY_LIMIT,
    aiGuestDailyLimit: e.AI_GUEST_DAILY_LIMIT,
    aiGuestAddressDailyLimit: e.AI_GUEST_ADDRESS_DAILY_LIMIT,
    aiGuestTotalDailyLimit: e.AI_GUEST_TOTAL_DAILY_LIMIT,
    guestRetentionDays: e.GUEST_RETENTION_DAYS,
    trustedProxies: e.TRUSTED_PROXIES.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    signinAddressLimit: e.SIGNIN_ADDRESS_LIMIT,
    seedContent: e.SEED_CONTENT,
    urlFetchAllow: e.URL_FETCH_ALLOW.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    weeklySummaryIntervalMs: e.WEEKLY_SUMMARY_INTERVAL_MS,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
  };
}

/** What the server logs as warnings at start: settings that work but weaken it. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.teacherAccessCode.length < TEACHER_CODE_MIN) {
    const source = config.teacherCodeGenerated ? "The teacher access code kept in secrets.json" : "TEACHER_ACCESS_CODE";
    warnings.push(`${source} is shorter than ${TEACHER_CODE_MIN} characters: a longer one is harder to guess.`);
  }
  return warnings;
}
