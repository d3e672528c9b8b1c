/**
 * The database as supabase-js sees it: table names, and for each table the row it returns
 * (`Row`) and the columns the anon role may insert (`Insert`). Mirrors supabase/migrations;
 * `createClient<Database>()` checks every `.from(table).insert(row)` against it.
 */

type ContactRow = {
  id: string;
  submission_id: string | null;
  name: string;
  email: string;
  company: string;
  project_type: string | null;
  project_details: string;
  created_at: string;
};

type NewsletterRow = {
  id: string;
  submission_id: string | null;
  email: string;
  created_at: string;
};

/** Columns granted to anon: `id` and `created_at` are always the database's. */
type ContactInsert = Omit<ContactRow, "id" | "created_at" | "submission_id"> & { submission_id: string };
type NewsletterInsert = Omit<NewsletterRow, "id" | "created_at" | "submission_id"> & { submission_id: string };

export type Database = {
  public: {
    Tables: {
      contact_submissions: {
        Row: ContactRow;
        Insert: ContactInsert;
        Update: Partial<ContactInsert>;
        Relationships: [];
      };
      newsletter_subscriptions: {
        Row: NewsletterRow;
        Insert: NewsletterInsert;
        Update: Partial<NewsletterInsert>;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};

export type InquiryTable = keyof Database["public"]["Tables"];
export type InsertRow<T extends InquiryTable> = Database["public"]["Tables"][T]["Insert"];
export type StoredRow<T extends InquiryTable> = Database["public"]["Tables"][T]["Row"];
/** The insert-side columns of each table, in table order: the anon grant lists exactly these. */
export const INSERT_COLUMNS = {
  contact_submissions: ["submission_id", "name", "email", "company", "project_type", "project_details"],
  newsletter_subscriptions: ["submission_id", "email"],
} as const satisfies { [T in InquiryTable]: readonly (keyof InsertRow<T>)[] };
