-- The webhook body of one stored audit (docs/backend-operations.md, "Lead webhooks"), read back
-- from the stored (cleaned) rows, with the keys the browser used to send. The site's name comes
-- from the database setting app.site_name when one is set (ALTER DATABASE ... SET app.site_name = '...').
create or replace function private.lead_webhook_payload(
  p_audit_id uuid,
  p_page_url text,
  p_referrer text,
  p_user_agent text,
  p_utm_source text,
  p_utm_medium text,
  p_utm_campaign text,
  p_utm_content text,
  p_utm_term text
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
           'firstName', c.first_name,
           'lastName', c.last_name,
           'email', c.email,
           'phone', c.phone,
           'businessName', a.business_name,
           'website', coalesce(a.website_url, ''),
           'currentMarketing', coalesce(a.current_marketing, ''),
           'monthlyBudget', a.monthly_budget,
           'goals', coalesce(a.goals, ''),
           'form_type', 'marketing_audit',
           'timestamp', pg_catalog.to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'origin', (select pg_catalog.lower(m[1] || '://' || m[2])
                        from pg_catalog.regexp_match(p_page_url, '^(https?)://(?:[^/?#@]*@)?([^/?#]+)', 'i') as m),
           'source', 'website_form',
           'site_name', coalesce(nullif(pg_catalog.current_setting('app.site_name', true), ''), 'Elevate Practice Partners'),
           'page_url', p_page_url,
           'path', case when p_page_url is null then null
                        else coalesce((pg_catalog.regexp_match(p_page_url, '^https?://[^/?#]+(/[^?#]*)', 'i'))[1], '/') end,
           'referrer', p_referrer,
           'user_agent', p_user_agent,
           'utm_source', p_utm_source,
           'utm_medium', p_utm_medium,
           'utm_campaign', p_utm_campaign,
           'utm_content', p_utm_content,
           'utm_term', p_utm_term,
           'questionnaireScore', a.questionnaire_score,
           'answers', a.answers,
           'contact_id', a.contact_id,
           'audit_id', a.id
         )
    from public.marketing_audits as a
    join public.contacts as c on c.id = a.contact_id
   where a.id = p_audit_id
$$;

revoke execute on function private.lead_webhook_payload(uuid, text, text, text, text, text, text, text, text) from public, anon, authenticated, service_role;
