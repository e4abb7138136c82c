/** Students just created, as the teacher hands their access out (once: the passwords are not kept). */
export interface StudentCredentials {
  id: number;
  name: string;
  username: string;
  /** Null when the teacher chose the password. */
  password: string | null;
}
