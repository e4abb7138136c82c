import { routePath, spaRoutes, type PublicClassroom } from '@aula/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { usePublicClassroom } from '../api/join';
import { normalizeClassroomCode } from '../classroom-code';

export type CodeStep = 'landing' | 'join' | 'login' | 'signup' | 'missingData' | 'loginToken';

const patterns: Record<CodeStep, string> = {
  landing: spaRoutes.classroomCode,
  join: spaRoutes.classroomCodeJoin,
  login: spaRoutes.classroomCodeLogin,
  signup: spaRoutes.classroomCodeSignup,
  missingData: spaRoutes.classroomCodeMissingData,
  loginToken: spaRoutes.classroomCodeLoginToken,
};

/** Paths of the join-by-code screens for one code. */
export function codePath(code: string, step: CodeStep = 'landing'): string {
  return routePath(patterns[step], { classroomCode: code });
}

/**
 * The code in the URL (normalised as people type it) and the public data of its classroom.
 * `classroom` stays once loaded: logging in clears the query cache (a new user's data starts
 * empty), and the screen must not fall back to "loading" in the middle of its own login.
 */
export function useCodeClassroom() {
  const { classroomCode = '' } = useParams();
  const code = normalizeClassroomCode(classroomCode);
  const query = usePublicClassroom(code);
  const [loaded, setLoaded] = useState<PublicClassroom | undefined>(undefined);
  if (query.data && query.data !== loaded) setLoaded(query.data);
  return { code, query, classroom: query.data ?? loaded };
}
