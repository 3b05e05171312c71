import type { StaffRole } from '../../../types/api';

/** The roles an admin gives, in the order the forms offer them. */
export const staffRoles: StaffRole[] = ['REVIEWER', 'SUPPORT', 'EDITOR', 'MEDICAL_REVIEWER', 'ADMIN'];
