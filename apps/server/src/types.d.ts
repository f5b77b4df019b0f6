import type { Db } from './db/connection';
import type { Mailer } from './mail/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountsService } from './modules/accounts/service';
import type { Session } from './modules/accounts/sessions';
import type { StaffService } from './modules/staff/index';
import type { StaffSession } from './console/session';
import type { EvaluationService } from './modules/evaluation/index';
import type { ProposalsService } from './modules/proposals/index';
import type { AuditService } from './modules/audit/index';
import type { SupportService } from './modules/support/index';
import type { PayrollService } from './modules/payroll/index';
import type { OrganismosService } from './modules/organismos/index';
import type { RatesService } from './modules/rates/index';
import type { SettingsService } from './modules/settings/index';
import type { CampaignsService } from './modules/campaigns/index';
import type { StaffAdminService } from './modules/staff-admin/index';
import type { NewsService } from './modules/news/service';
import type { NotificationsService } from './modules/notifications/service';
import type { LoansService } from './modules/loans/service';
import type { LoanRequestService } from './modules/loan-request/service';
import type { AppConfig } from './app';
import type { BackgroundTasks } from './lib/background-tasks';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    mailer: Mailer;
    rateLimiter: RateLimiter;
    background: BackgroundTasks;
    accounts: AccountsService;
    news: NewsService;
    notifications: NotificationsService;
    loans: LoansService;
    loanRequest: LoanRequestService;
    /** The member session guard, for a member route's `preHandler` (plugins/member-session.ts). */
    memberSession: preHandlerAsyncHookHandler;
    staff: StaffService;
    evaluation: EvaluationService;
    proposals: ProposalsService;
    audit: AuditService;
    support: SupportService;
    payroll: PayrollService;
    organismos: OrganismosService;
    rates: RatesService;
    settings: SettingsService;
    campaigns: CampaignsService;
    staffAdmin: StaffAdminService;
    /** The staff session guard, for a console route's `onRequest` (plugins/staff-session.ts). */
    staffSession: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in member; set by the member session guard, so read it only on routes that run it. */
    member: Session;
    /** The signed-in staff member; set by the staff session guard, so read it only on console routes. */
    staff: StaffSession;
  }
}
