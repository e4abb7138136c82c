CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login");--> statement-breakpoint
CREATE INDEX "subscriptions_canceled_at_index" ON "subscriptions" USING btree ("canceled_at");