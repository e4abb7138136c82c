-- Each API instance keeps what authenticate read (the user's row, the session) in memory for the
-- access token's lifetime. These triggers tell every instance, by NOTIFY aula_sessions '<user id>'
-- at commit, that it changed: the user's row (anything but the last login, which nothing reads
-- from the signed-in user) or a session's revocation, opening time or people. Written straight in
-- the database or by any code path, the change is announced all the same.
CREATE FUNCTION "announce_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aula_sessions', OLD."id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_announce_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_login') IS DISTINCT FROM (to_jsonb(NEW) - 'last_login'))
  EXECUTE FUNCTION "announce_user_change"();--> statement-breakpoint
CREATE TRIGGER "users_announce_delete" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "announce_user_change"();--> statement-breakpoint
CREATE FUNCTION "announce_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('aula_sessions', OLD."user_id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A refresh rotates the token columns: not announced (authenticate does not read them).
CREATE TRIGGER "sessions_announce_update" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at"
    OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
    OR OLD."impersonator_id" IS DISTINCT FROM NEW."impersonator_id")
  EXECUTE FUNCTION "announce_session_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_announce_delete" AFTER DELETE ON "sessions" FOR EACH ROW
  EXECUTE FUNCTION "announce_session_change"();
