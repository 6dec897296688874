-- A count's window starts at its first hit and lasts the bucket's length, so
-- one counter per bucket and client; a run of requests is no longer split by a
-- wall-clock boundary (docs/decisions/045-rate-windows-start-at-the-first-hit.md).
delete from rate_limits r
using rate_limits newer
where newer.bucket = r.bucket and newer.client = r.client and newer.window_start > r.window_start;

alter table rate_limits drop constraint rate_limits_pkey;
alter table rate_limits add primary key (bucket, client);
