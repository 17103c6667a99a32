import type { Db } from '../db/client.js';

export interface DemoSignIn {
  email: string;
  password: string;
  description: string;
}

export const DEMO_PASSWORD = 'Vigil-demo-1';

/** Seeds the demo tenants and users on an empty database; returns the sign-ins to print. */
export async function seedDemo(_db: Db): Promise<DemoSignIn[]> {
  return [];
}

export async function hasDemoData(_db: Db): Promise<boolean> {
  return false;
}
