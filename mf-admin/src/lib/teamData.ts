// The team (issue #12): the list every admin reads, and the super admin's changes to it.
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { isTeamRole, teamAddEndpoint, teamChangeEndpoint, teamListEndpoint, type Option, type TeamMemberChange, type TeamMemberCreate } from '@powernest/domain';

const fetchTeam = endpointFetcher(teamListEndpoint);

/** GET /api/team; the fetcher answers null on 401 (the session ended). */
export function useTeam() {
  return useSWR(endpointUrl(teamListEndpoint), fetchTeam);
}

/** Whom a lead can be given to, as a select's choices (by username): the active team members, but `except` (its assignee now). */
export function useAssignableMembers(except?: string): Option[] {
  const { data: team } = useTeam();
  return (team?.members ?? []).flatMap((m) => (m.active && isTeamRole(m.role) && m.username && m.username !== except ? [{ value: m.username, label: m.username }] : []));
}

/** POST /api/team: the new member and their temporary password (shown once). */
export function addTeamMember(values: TeamMemberCreate) {
  return callEndpoint(teamAddEndpoint, { body: values });
}

/** PATCH /api/team/:id: a new role, deactivate or reactivate. */
export function changeTeamMember(id: string, change: TeamMemberChange) {
  return callEndpoint(teamChangeEndpoint, { params: { id }, body: change });
}
