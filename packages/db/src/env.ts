export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (run through scripts/with-services.sh or set it)`);
  return value;
}
