// Placeholder until the local backend generates the real types from the migrations (npm run db:types).
// It declares only the tables the session check reads, in the generator's shape.
export type Database = {
  public: {
    Tables: {
      profiles: {
        Row: { id: string; user_id: string; full_name: string | null; role: string; created_at: string; updated_at: string };
        Insert: { id?: string; user_id: string; full_name?: string | null; role?: string; created_at?: string; updated_at?: string };
        Update: { id?: string; user_id?: string; full_name?: string | null; role?: string; created_at?: string; updated_at?: string };
        Relationships: [];
      };
      user_roles: {
        Row: { id: string; user_id: string; role: string; created_at: string };
        Insert: { id?: string; user_id: string; role: string; created_at?: string };
        Update: { id?: string; user_id?: string; role?: string; created_at?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: { [_ in never]: never };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
