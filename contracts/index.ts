export * from './common';
export * from './limits';
export * from './options';
export * from './auth';
export * from './admin';
export * from './guardian';
