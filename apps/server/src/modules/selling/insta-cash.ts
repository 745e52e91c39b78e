import { instaCashCap, valuePaise } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { businessDate, type Clock } from '../../lib/clock.js';
import { balanceOf, type Position } from './positions.js';
import * as repo from './repository.js';

/** Today's insta cash of a holding: its free units, their value, what was taken and the cap. */
export class InstaCashLimits {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async of(position: Position) {
    const nav = position.latest?.nav;
    const today = businessDate(this.clock);
    const free = balanceOf(position, today).freeUnits;
    const folioValuePaise = nav ? valuePaise(free, nav) : 0n;
    const takenTodayPaise = await repo.instaCashTaken(
      this.db,
      position.folioNo,
      position.schemeCode,
      today,
    );
    const cap = instaCashCap({
      isLiquidOrOvernight: position.liquid,
      folioValuePaise,
      takenTodayPaise,
    });
    return { free, folioValuePaise, takenTodayPaise, cap };
  }
}
