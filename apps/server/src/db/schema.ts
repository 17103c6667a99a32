// The one list of tables drizzle-kit reads to generate migrations; each domain owns its tables.
export * from '../tenants/tenants.tables.js';
export * from '../users/users.tables.js';
export * from '../auth/auth.tables.js';
export * from '../audit/audit.tables.js';
