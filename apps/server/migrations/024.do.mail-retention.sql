-- What a sent or abandoned e-mail said (codes, links, the legajo attached) is kept a week and then
-- emptied by the hourly housekeeping (db/housekeeping.ts); the row stays, so the member's data export
-- still lists the subject and the dates. This index finds the rows still holding a body.
CREATE INDEX mail_outbox_body_kept_idx ON mail_outbox (coalesce(sent_at, failed_at))
  WHERE text_body <> '' AND (sent_at IS NOT NULL OR failed_at IS NOT NULL);
