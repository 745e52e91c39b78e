import { userInfo } from 'node:os';
import { reviewMessages } from '@cdesk/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/app-error.js';
import { AttemptLimiter } from '../modules/access/index.js';
import { AuditService } from '../modules/audit/index.js';
import { unblockStaff } from '../modules/onboarding/index.js';

const usage = 'usage: npm run staff -- unblock <employee code>';
const [command, employeeCode] = process.argv.slice(2);
if (command !== 'unblock' || !employeeCode) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// The operator at the server's console is the administrator here: the audit names their user.
const by = `cli:${userInfo().username}`;
try {
  const result = await database.exclusively(async () => {
    await database.migrate();
    const audit = new AuditService(database.db);
    const limiter = new AttemptLimiter(database.db, systemClock);
    return unblockStaff(
      database.db,
      limiter,
      audit,
      { employeeCode, by },
      { ip: 'cli', requestId: `staff-cli-${process.pid}` },
    );
  });
  console.log(
    result.wasBlocked
      ? reviewMessages.staffUnblocked(result.employeeCode)
      : `The staff login ${result.employeeCode} was not blocked; its wrong passwords are cleared.`,
  );
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
