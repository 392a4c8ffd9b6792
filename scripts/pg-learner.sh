#!/usr/bin/env bash
# Manages who may use a snapquiz PostgreSQL database (Migrations/postgres/0005), as its administrator.
#
#   scripts/pg-learner.sh add NAME [DISPLAY_NAME]      # a learner login NAME; prints its user id
#   scripts/pg-learner.sh teacher NAME [DISPLAY_NAME]  # a teacher/parent login NAME; prints its user id
#   scripts/pg-learner.sh assign TEACHER LEARNER       # TEACHER may read LEARNER's progress
#   scripts/pg-learner.sh list                         # learners, teachers and assignments
#
# Connection from libpq's environment (PGHOST, PGDATABASE, PGUSER…, or PGSERVICE). A password for
# the new login is read from SNAPQUIZ_PG_PASSWORD when set (over a Unix socket with peer auth none is needed).
set -euo pipefail
psql_cmd=(psql -X -q -At -v ON_ERROR_STOP=1)
usage() { sed -n '4,7p' "$0" | sed 's/^# *//' >&2; exit 64; }

case "${1:-}" in
    add|teacher)
        [ $# -ge 2 ] && [ $# -le 3 ] || usage
        function=learner_add; [ "$1" = teacher ] && function=teacher_add
        # psql interpolates :'variables' (as quoted literals) only in what it reads, not in -c.
        "${psql_cmd[@]}" -v name="$2" -v display="${3:-$2}" -v password="${SNAPQUIZ_PG_PASSWORD:-}" \
            <<<"SELECT $function(:'name', :'display', NULLIF(:'password', ''));" ;;
    assign)
        [ $# -eq 3 ] || usage
        "${psql_cmd[@]}" -v teacher="$2" -v learner="$3" <<<"SELECT teacher_assign(:'teacher', :'learner');" >/dev/null ;;
    list)
        [ $# -eq 1 ] || usage
        "${psql_cmd[@]}" -F $'\t' -c "
            SELECT 'learner', role_name, name, user_id FROM learners
            UNION ALL SELECT 'teacher', role_name, name, user_id FROM teachers
            UNION ALL SELECT 'reads', t.role_name, l.role_name, NULL FROM teacher_learners tl
                JOIN teachers t ON t.user_id = tl.teacher_id JOIN learners l ON l.user_id = tl.learner_id
            ORDER BY 1, 2, 3" ;;
    *) usage ;;
esac
