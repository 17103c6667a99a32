export * from './roles.js';
export * from './auth.js';
export * from './messages.js';
export * from './limits.js';
export * from './tenants.js';
export * from './format.js';
export * from './dialogs.js';
export * from './list.js';
