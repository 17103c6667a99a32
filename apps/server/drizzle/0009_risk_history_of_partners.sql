-- Partners and the back office keep their own Risk Over Time rows: the sums of their live
-- customers' rows of each day (summarizeRiskHistory). Existing history is summed once here.
INSERT INTO "tenant_risk_history" ("tenant_id", "day", "total_cost", "reduction_cost", "taken_at")
SELECT a."id", h."day", sum(h."total_cost"), sum(h."reduction_cost"), max(h."taken_at")
FROM "tenants" a
JOIN "tenants" c ON c."path" LIKE a."path" || '%' AND c."tenant_type" = 'CUSTOMER' AND NOT c."is_deleted"
JOIN "tenant_risk_history" h ON h."tenant_id" = c."id"
WHERE a."tenant_type" <> 'CUSTOMER' AND NOT a."is_deleted"
GROUP BY a."id", h."day"
ON CONFLICT ("tenant_id", "day") DO UPDATE SET
  "total_cost" = excluded."total_cost",
  "reduction_cost" = excluded."reduction_cost",
  "taken_at" = excluded."taken_at";
