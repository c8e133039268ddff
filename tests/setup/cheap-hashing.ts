import { setHashCostForTests } from "#app/features/admins/password.server";

// Before each test file: new password hashes at a low cost (see setHashCostForTests). A file that
// tests the hash or its queue calls setHashCostForTests("real") itself.
setHashCostForTests("cheap");
