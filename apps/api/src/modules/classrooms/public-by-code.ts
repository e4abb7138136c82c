import { CLASSROOM_NOT_FOUND_CODE, classroomCodeSchema, type PublicClassroom } from '@aula/contracts';
import { ApiError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { ClassroomsService } from './service';

/** A classroom's public face (name, teacher) looked up by its code, from an address. */
export type PublicClassroomLookup = (code: string, ip: string) => Promise<PublicClassroom>;

/**
 * For anyone with the code: the invitation page and its API both ask through here, so together they
 * allow 60 lookups per address in 15 minutes and codes cannot be found by trying them all.
 */
export function publicClassroomLookup(deps: {
  classrooms: ClassroomsService;
  rateLimiter: RateLimiter;
}): PublicClassroomLookup {
  return async (rawCode, ip) => {
    await deps.rateLimiter.consume({ key: `classroom-code:ip:${ip}`, limit: 60, windowSeconds: 15 * 60 });
    const code = classroomCodeSchema.safeParse(rawCode);
    if (!code.success) {
      throw new ApiError(404, 'Não encontramos uma turma com este código.', CLASSROOM_NOT_FOUND_CODE);
    }
    return deps.classrooms.findByCode(code.data);
  };
}
