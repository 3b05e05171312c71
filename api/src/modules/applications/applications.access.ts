import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Viewer } from '../accounts/viewer.service';

export function unauthenticated(): GraphQLError {
  return new GraphQLError('Sign in first.', { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError('Not allowed.', { extensions: { code: 'FORBIDDEN' } });
}

/** A practitioner with a confirmed address: only they fill in an application. */
export function requireApplicant(context: Pick<GraphQLContext, 'viewer'>): Viewer {
  const { viewer } = context;
  if (!viewer) throw unauthenticated();
  if (viewer.role !== 'practitioner' || !viewer.emailConfirmed) throw forbidden();
  return viewer;
}
