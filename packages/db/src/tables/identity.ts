import type { Sex, UserType } from '@ppd/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Every person who signs in: back-office staff (monitor), authorities and app visitors. */
export interface UsersTable {
  id: Generated<number>;
  uuid: Generated<string>;
  type: UserType;
  email: string;
  password_hash: string;
  name: string;
  last_name: string;
  username: string | null;
  profile_image: string | null;
  is_admin: Generated<boolean>;
  inactive: Generated<boolean>;
  address: string | null;
  phone_number: string | null;
  age: number | null;
  sex: Sex | null;
  nivel_estudios: string | null;
  /** Authorities: the app's first password, and their project and authority category. */
  auth_id: string | null;
  project_id: number | null;
  category_id: number | null;
  device_id: string | null;
  /** Last reported position (visitors and authorities), PostGIS point; read with ST_X/ST_Y. */
  last_location: string | null;
  last_seen_at: Date | null;
  /** When a visitor inactive for Configuración's months was e-mailed that the account would be cancelled. */
  inactivity_notice_at: Date | null;
  /** Bulk-send kinds ('survey', 'event') the visitor opposed (issue 38 §2): those sends leave them out. */
  send_opt_outs: Generated<string[]>;
  sessions_valid_from: Generated<Date>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}

/** Tokens signed out before they expire (by their `sid` claim); kept until `expires_at`. */
export interface RevokedSessionsTable {
  sid: string;
  user_id: number;
  expires_at: Date;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
