export * from './attachments';
export * from './dates';
export * from './fields';
export * from './iban';
export * from './options';
export * from './personal-information';
export * from './professional-information';
export * from './saudi-id';
export { validPersonalInformation, validProfessionalInformation } from './test-data';
