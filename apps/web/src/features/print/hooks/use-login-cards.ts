import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { generateStudentLoginToken } from '../api/login-tokens';
import { codeOfLoginUrl } from '@/lib/classroom-links';
import type { LoginCard } from '../components/login-cards';

export interface CardStudent {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

export interface CardFailure {
  studentId: number;
  name: string;
  message: string;
}

export interface LoginCardsState {
  status: 'idle' | 'running' | 'done';
  done: number;
  total: number;
  cards: LoginCard[];
  failures: CardFailure[];
}

const idle: LoginCardsState = { status: 'idle', done: 0, total: 0, cards: [], failures: [] };
/** A few calls at a time: quick for a class of 35 without flooding the server. */
const CONCURRENCY = 4;

export const studentName = (s: Pick<CardStudent, 'first_name' | 'last_name'>) =>
  `${s.first_name} ${s.last_name}`.trim();

/**
 * Generates a one-time login link per student (each call cancels that student's previous link) and
 * turns them into printable cards, in the students' order. `reset` abandons a run in progress.
 */
export function useLoginCards() {
  const [state, setState] = useState<LoginCardsState>(idle);
  const run = useRef(0);

  const generate = useCallback(
    async (students: readonly CardStudent[], classroom?: { id: number; name: string; code: string }) => {
      const id = ++run.current;
      const results: (LoginCard | CardFailure)[] = new Array<LoginCard | CardFailure>(students.length);
      let done = 0;
      setState({ status: 'running', done: 0, total: students.length, cards: [], failures: [] });
      let next = 0;
      const worker = async () => {
        while (next < students.length && run.current === id) {
          const index = next++;
          const student = students[index]!;
          const name = studentName(student);
          try {
            const token = await generateStudentLoginToken(student.id, classroom?.id);
            results[index] = {
              studentId: student.id,
              name,
              username: student.username,
              classroomName: classroom?.name,
              code: classroom?.code ?? codeOfLoginUrl(token.url),
              loginUrl: token.url,
              expiresAt: token.expires_at,
              reusable: token.reusable,
              shortCode: token.short_code,
            };
          } catch (error) {
            results[index] = {
              studentId: student.id,
              name,
              message: errorMessage(error, 'Não foi possível gerar o link.'),
            };
          }
          done += 1;
          if (run.current === id) setState((s) => ({ ...s, done }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, students.length) }, worker));
      if (run.current !== id) return;
      setState({
        status: 'done',
        done,
        total: students.length,
        cards: results.filter((r): r is LoginCard => 'loginUrl' in r),
        failures: results.filter((r): r is CardFailure => 'message' in r),
      });
    },
    [],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState(idle);
  }, []);

  return { state, generate, reset };
}
