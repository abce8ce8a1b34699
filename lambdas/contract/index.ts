export * from './api.js';
export * from './content.js';
export * from './entities.js';
export * from './facts.js';
export * from './holders.js';
export * from './ledger.js';
export * from './messages.js';
export * from './roadmap-status.js';
