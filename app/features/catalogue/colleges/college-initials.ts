/** A college's initials for its placeholder logo: "Indian Institute of Technology Bombay" -> "IIT". */
export function collegeInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !["Of", "And", "The"].includes(word))
    .slice(0, 3)
    .map((word) => word[0])
    .join("");
}
