// Not the link finder (defang.js, link-finder.js): linkify-it and its TLD list would travel with every
// importer of the contract, the admin panel's chunk included; its users import it by path.
export * from './announcement-fields.js';
export * from './api.js';
export * from './content.js';
export * from './content-locales.js';
export * from './delivery.js';
export * from './donate.js';
export * from './entities.js';
export * from './facts.js';
export * from './goal-funding.js';
export * from './holders.js';
export * from './ledger.js';
export * from './ledger-notes.js';
export * from './ledger-unread.js';
export * from './messages.js';
export * from './roadmap-status.js';
export * from './translation-inputs.js';
