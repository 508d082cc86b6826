// The team (issue #12): the list every admin reads, and the super admin's changes to it.
import useSWR from 'swr';
import { answerFetcher, requestAnswer } from '@powernest/shared-ui/data';
import { ADMIN_API, teamMemberCreatedResponse, teamMemberUpdatedResponse, teamResponse, type TeamMemberChange, type TeamMemberCreate } from '@powernest/domain';

const fetchTeam = answerFetcher(teamResponse);

/** GET /api/team; the fetcher answers null on 401 (the session ended). */
export function useTeam() {
  return useSWR(ADMIN_API.team, fetchTeam);
}

/** POST /api/team: the new member and their temporary password (shown once). */
export function addTeamMember(values: TeamMemberCreate) {
  return requestAnswer(teamMemberCreatedResponse, 'POST', ADMIN_API.team, values);
}

/** PATCH /api/team/:id: a new role, deactivate or reactivate. */
export function changeTeamMember(id: string, change: TeamMemberChange) {
  return requestAnswer(teamMemberUpdatedResponse, 'PATCH', `${ADMIN_API.team}/${encodeURIComponent(id)}`, change);
}
