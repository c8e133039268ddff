/**
 * The first word of a name: all a student, a parent or a booker is told of a member of staff
 * (the status page, the status link's e-mail, a session's e-mails and invitation), and all the
 * status page says of the student.
 */
export function firstName(name: string | null | undefined): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}
