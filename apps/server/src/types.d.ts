import type { Db } from './plugins/db';
import type { Mailer } from './plugins/mail';
import type { RateLimiter } from './plugins/rate-limit';
import type { AccountsService } from './modules/accounts/service';
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
  }
}
