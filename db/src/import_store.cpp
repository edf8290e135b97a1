#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <numeric>
#include <tuple>

#include "paipu/db/importer.hpp"

namespace paipu::db {

namespace {

using soci::into;
using soci::use;

// A rollup row's key and the sums one file adds to it (or takes from it).
using RollupKey = std::tuple<long long, std::string, int, int>;  // player, variant, day, seat
struct RollupSums {
  long long hands = 0, settled = 0, net = 0, net_sq = 0;
  std::array<long long, kFactSlots> facts{}, nonzero{};
};

void add_seat(std::map<RollupKey, RollupSums>& rollup, const RollupKey& key, bool settled,
              long long net, const std::array<long long, kFactSlots>& facts, long long sign) {
  auto& r = rollup[key];
  r.hands += sign;
  if (!settled) return;
  r.settled += sign;
  r.net += sign * net;
  r.net_sq += sign * net * net;
  for (int i = 0; i < kFactSlots; ++i) {
    r.facts[i] += sign * facts[i];
    r.nonzero[i] += sign * (facts[i] != 0);
  }
}

std::string now_text() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char out[32];
  std::tm tm{};
  gmtime_r(&t, &tm);
  std::strftime(out, sizeof out, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return out;
}

// A statement whose variables were exchanged one by one (too many for one expression), readied.
void prepare(soci::statement& st, const std::string& query) {
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
}

// Over the hand id column `hand` and a budget `:b`: the hand has no review, or one made with a
// smaller budget that left decisions unsolved, which a larger budget may solve.
std::string wants_review_sql(const std::string& hand) {
  return "(NOT EXISTS (SELECT 1 FROM reviews v WHERE v.hand_id = " + hand +
         ") OR EXISTS (SELECT 1 FROM reviews v JOIN decisions an ON an.hand_id = v.hand_id"
         " WHERE v.hand_id = " +
         hand + " AND v.budget < :b AND an.exact = 0))";
}

bool retryable(const std::exception& e) {
  const std::string what = e.what();
  return what.find("deadlock detected") != std::string::npos ||
         what.find("could not serialize") != std::string::npos;
}

// The writes of one file's transaction, statement by statement.
class FileWriter {
 public:
  FileWriter(Database& db, const ParsedFile& f, FileImport& result)
      : db_(db), sql_(db.sql()), f_(f), result_(result) {}

  void run() {
    if (claim_file()) {
      store_facts();
      store_players();
      store_records();
      store_hands();
      store_diagnostics();
      remove_orphans();
      store_rollup();
    }
    // Also into a file stored before: `import --analyze` over a file imported without it.
    store_reviews();
  }

 private:
  // The file's row, locked; false when its bytes are those already stored.
  bool claim_file() {
    std::string old_hash;
    soci::indicator found = soci::i_null;
    const bool pg = db_.dialect() == Dialect::postgresql;
    sql_ << std::string("SELECT id, hash FROM files WHERE path = :p") + (pg ? " FOR UPDATE" : ""),
        use(f_.path), into(file_id_, found), into(old_hash);
    const long long hands = static_cast<long long>(f_.hands.size());
    const std::string now = now_text();
    if (sql_.got_data() && found == soci::i_ok) {
      if (old_hash == f_.hash) {
        result_.unchanged = true;
        return false;
      }
      // The file changed: its records go, and the hands only they held go after the new ones
      // are in (remove_orphans), so a hand still in the file keeps its row.
      soci::rowset<long long> old = (sql_.prepare << "SELECT DISTINCT o.hand_id FROM occurrences o"
                                                     " JOIN records r ON r.id = o.record_id"
                                                     " WHERE r.file_id = :f",
                                     use(file_id_));
      old_hands_.assign(old.begin(), old.end());
      sql_ << "DELETE FROM records WHERE file_id = :f", use(file_id_);
      sql_ << "UPDATE files SET hash = :h, bytes = :b, hands = :n, imported_at = :t WHERE id = :f",
          use(f_.hash), use(f_.bytes), use(hands), use(now), use(file_id_);
      return true;
    }
    sql_ << "INSERT INTO files (path, hash, bytes, hands, imported_at)"
            " VALUES (:p, :h, :b, :n, :t) RETURNING id",
        use(f_.path), use(f_.hash), use(f_.bytes), use(hands), use(now), into(file_id_);
    return true;
  }

  void store_facts() {
    std::vector<const VariantInfo*> variants = f_.variants;
    std::sort(variants.begin(), variants.end(),
              [](const VariantInfo* a, const VariantInfo* b) { return a->id < b->id; });
    std::string variant, name, label, type, doc;
    int slot = 0;
    soci::statement st =
        (sql_.prepare << "INSERT INTO facts (variant, slot, name, label, type, doc)"
                         " VALUES (:v, :s, :n, :l, :t, :d) ON CONFLICT (variant, slot) DO UPDATE"
                         " SET name = excluded.name, label = excluded.label,"
                         " type = excluded.type, doc = excluded.doc",
         use(variant), use(slot), use(name), use(label), use(type), use(doc));
    for (const auto* info : variants)
      for (slot = 0; slot < static_cast<int>(info->facts.size()); ++slot) {
        const auto& fact = info->facts[static_cast<std::size_t>(slot)];
        variant = info->id;
        name = fact.name;
        label = fact.label;
        type = to_string(fact.type);
        doc = fact.doc;
        st.execute(true);
      }
  }

  void store_players() {
    std::map<std::string, long long> ids;
    for (const auto& player : f_.players) ids.emplace(player, 0);
    std::string name;
    long long id = 0;
    // Inserted in name order, so two importers adding the same new names cannot deadlock.
    soci::statement add = (sql_.prepare << "INSERT INTO players (name) VALUES (:n)"
                                           " ON CONFLICT (name) DO NOTHING",
                           use(name));
    soci::statement get =
        (sql_.prepare << "SELECT id FROM players WHERE name = :n", use(name), into(id));
    for (auto& [player, player_id] : ids) {
      name = player;
      add.execute(true);
      get.execute(true);
      player_id = id;
    }
    for (const auto& player : f_.players) players_.push_back(ids.at(player));
  }

  void store_records() {
    long long id = 0;
    for (const auto& r : f_.records) {
      sql_ << "INSERT INTO records (file_id, record_index, line, variant, tags, rules, text)"
              " VALUES (:f, :i, :l, :v, :g, :r, :x) RETURNING id",
          use(file_id_), use(r.index), use(r.line), use(r.variant), use(r.tags), use(r.rules),
          use(r.text), into(id);
      record_ids_.push_back(id);
    }
  }

  void store_hands() {
    // In hash order: two importers meeting the same hands then lock them in the same order.
    std::vector<std::size_t> order(f_.hands.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return f_.hands[a].hash < f_.hands[b].hash; });
    ParsedHand row;
    int status = 0, seats = 0;
    long long id = 0;
    soci::statement add =
        (sql_.prepare << "INSERT INTO hands (hash, variant, day, seats, status, errors, warnings,"
                         " winners, payments) VALUES (:h, :v, :d, :s, :st, :e, :w, :wi, :p)"
                         " ON CONFLICT (hash) DO NOTHING RETURNING id",
         use(row.hash), use(row.variant), use(row.day), use(seats), use(status), use(row.errors),
         use(row.warnings), use(row.winners), use(row.payments), into(id));
    soci::statement find =
        (sql_.prepare << "SELECT id FROM hands WHERE hash = :h", use(row.hash), into(id));
    // Row by row through prepared statements: SOCI's SQLite backend binds a bulk insert's
    // vectors as text, which measured slower than executing one prepared row at a time.
    long long record = 0;
    int index = 0, line = 0;
    soci::statement occurrence =
        (sql_.prepare << "INSERT INTO occurrences (hand_id, record_id, hand_index, line)"
                         " VALUES (:h, :r, :i, :l)",
         use(id), use(record), use(index), use(line));
    SeatInsert seat(sql_);
    for (const std::size_t i : order) {
      const ParsedHand& h = f_.hands[i];
      row.hash = h.hash;
      row.variant = h.variant;
      row.day = h.day;
      row.errors = h.errors;
      row.warnings = h.warnings;
      row.winners = h.winners;
      row.payments = h.payments;
      status = static_cast<int>(h.status);
      seats = static_cast<int>(h.seats.size());
      add.execute(true);
      if (add.got_data()) {
        ++result_.added;
        seat.add(id, h, players_, rollup_);
      } else {
        find.execute(true);
        ++result_.duplicates;
      }
      if (h.status != HandStatus::settled) ++result_.invalid;
      record = record_ids_.at(static_cast<std::size_t>(h.record));
      index = h.index;
      line = h.line;
      occurrence.execute(true);
    }
  }

  // A hand's seats, each inserted as it comes, and its sums added to the file's rollup. Only the
  // slots the variant uses are bound (the rest default to 0): binding is most of an insert's cost.
  class SeatInsert {
   public:
    explicit SeatInsert(soci::session& sql) : sql_(sql) {}
    void add(long long hand_id, const ParsedHand& h, const std::vector<long long>& ids,
             std::map<RollupKey, RollupSums>& rollup) {
      const bool settled = h.status == HandStatus::settled;
      soci::statement& st = statement(h.facts);
      hand_ = hand_id;
      for (std::size_t s = 0; s < h.seats.size(); ++s) {
        const ParsedSeat& p = h.seats[s];
        seat_ = static_cast<int>(s);
        player_ = ids.at(static_cast<std::size_t>(p.player));
        net_ = p.net;
        facts_ = p.facts;
        st.execute(true);
        add_seat(rollup, {player_, h.variant, h.day, seat_}, settled, p.net, p.facts, 1);
      }
    }

   private:
    soci::statement& statement(int facts) {
      auto& st = by_facts_[static_cast<std::size_t>(facts)];
      if (st) return *st;
      st = std::make_unique<soci::statement>(sql_);
      std::string names = "hand_id, seat, player_id, net", values = ":h, :s, :p, :n";
      st->exchange(use(hand_));
      st->exchange(use(seat_));
      st->exchange(use(player_));
      st->exchange(use(net_));
      for (int i = 0; i < facts; ++i) {
        names += ", f" + std::to_string(i);
        values += ", :f" + std::to_string(i);
        st->exchange(use(facts_[static_cast<std::size_t>(i)]));
      }
      prepare(*st, "INSERT INTO seats (" + names + ") VALUES (" + values + ")");
      return *st;
    }

    soci::session& sql_;
    std::array<std::unique_ptr<soci::statement>, kFactSlots + 1> by_facts_;
    long long hand_ = 0, player_ = 0, net_ = 0;
    int seat_ = 0;
    std::array<long long, kFactSlots> facts_{};
  };

  void store_diagnostics() {
    if (f_.diagnostics.empty()) return;
    std::vector<long long> record;
    std::vector<int> hand, line, col;
    std::vector<std::string> severity, code, message;
    for (const auto& d : f_.diagnostics) {
      record.push_back(record_ids_.at(static_cast<std::size_t>(d.record)));
      hand.push_back(d.hand);
      severity.push_back(d.severity);
      code.push_back(d.code);
      line.push_back(d.line);
      col.push_back(d.col);
      message.push_back(d.message);
    }
    sql_ << "INSERT INTO diagnostics (record_id, hand_index, severity, code, line, col, message)"
            " VALUES (:r, :h, :s, :c, :l, :o, :m)",
        use(record), use(hand), use(severity), use(code), use(line), use(col), use(message);
  }

  // Hands of the file's earlier version that no file holds any more: their rollup sums are taken
  // back and their rows deleted.
  void remove_orphans() {
    if (old_hands_.empty()) return;
    std::sort(old_hands_.begin(), old_hands_.end());
    long long id = 0, held = 0, player = 0, net = 0;
    std::string variant;
    int day = 0, seat = 0, status = 0;
    std::array<long long, kFactSlots> facts{};
    soci::statement holders =
        (sql_.prepare << "SELECT COUNT(*) FROM occurrences WHERE hand_id = :h", use(id),
         into(held));
    soci::statement seats(sql_);
    seats.exchange(into(player));
    seats.exchange(into(variant));
    seats.exchange(into(day));
    seats.exchange(into(seat));
    seats.exchange(into(status));
    seats.exchange(into(net));
    for (auto& v : facts) seats.exchange(into(v));
    seats.exchange(use(id));
    prepare(seats, "SELECT s.player_id, h.variant, h.day, s.seat, h.status, s.net, " +
                       fact_columns("s.") +
                       " FROM seats s JOIN hands h ON h.id = s.hand_id WHERE s.hand_id = :h");
    for (const long long hand : old_hands_) {
      id = hand;
      holders.execute(true);
      if (held > 0) continue;
      for (seats.execute(false); seats.fetch();)
        add_seat(rollup_, {player, variant, day, seat},
                 status == static_cast<int>(HandStatus::settled), net, facts, -1);
      sql_ << "DELETE FROM hands WHERE id = :h", use(id);
      ++result_.removed;
    }
  }

  void store_rollup() {
    RollupKey key;
    RollupSums sums;
    std::string assign =
        "hands = rollup.hands + excluded.hands,"
        " settled = rollup.settled + excluded.settled,"
        " net = rollup.net + excluded.net, net_sq = rollup.net_sq + excluded.net_sq";
    std::string values = ":p, :v, :d, :s, :hands, :settled, :net, :net_sq";
    for (const char* stem : {"f", "n"})
      for (int i = 0; i < kFactSlots; ++i) {
        const std::string c = stem + std::to_string(i);
        assign += ", " + c + " = rollup." + c + " + excluded." + c;
        values += ", :" + c;
      }
    soci::statement st(sql_);
    st.exchange(use(std::get<0>(key)));
    st.exchange(use(std::get<1>(key)));
    st.exchange(use(std::get<2>(key)));
    st.exchange(use(std::get<3>(key)));
    for (auto* v : {&sums.hands, &sums.settled, &sums.net, &sums.net_sq}) st.exchange(use(*v));
    for (auto& v : sums.facts) st.exchange(use(v));
    for (auto& v : sums.nonzero) st.exchange(use(v));
    prepare(st, "INSERT INTO rollup (player_id, variant, day, seat, hands, settled, net, net_sq, " +
                    fact_columns() + ", " + fact_columns("", "n") + ") VALUES (" + values +
                    ") ON CONFLICT (player_id, variant, day, seat) DO UPDATE SET " + assign);
    // In key order, so concurrent importers lock rollup rows in the same order.
    for (const auto& [k, s] : rollup_) {
      key = k;
      sums = s;
      st.execute(true);
    }
    if (!old_hands_.empty()) sql_ << "DELETE FROM rollup WHERE hands = 0";
  }

  // Each review replaces the hand's earlier one, if any. The review's row is written first: a
  // second importer reviewing the same hand waits on it, then finds the first's decisions to
  // delete.
  void store_reviews() {
    if (f_.reviews.empty()) return;
    std::vector<const ParsedReview*> order;
    for (const auto& r : f_.reviews) order.push_back(&r);
    auto hash = [&](const ParsedReview* r) {
      return f_.hands.at(static_cast<std::size_t>(r->hand)).hash;
    };
    std::sort(order.begin(), order.end(),
              [&](const ParsedReview* a, const ParsedReview* b) { return hash(a) < hash(b); });
    long long id = 0;
    const long long budget = static_cast<long long>(f_.review_budget);
    const std::string now = now_text();
    std::string hand_hash, skipped, note;
    int analysed = 0;
    soci::statement find =
        (sql_.prepare << "SELECT id FROM hands WHERE hash = :h", use(hand_hash), into(id));
    soci::statement upsert =
        (sql_.prepare << "INSERT INTO reviews (hand_id, analysed, budget, skipped, note,"
                         " reviewed_at) VALUES (:h, :a, :b, :s, :n, :t)"
                         " ON CONFLICT (hand_id) DO UPDATE SET analysed = excluded.analysed,"
                         " budget = excluded.budget, skipped = excluded.skipped,"
                         " note = excluded.note, reviewed_at = excluded.reviewed_at",
         use(id), use(analysed), use(budget), use(skipped), use(note), use(now));
    soci::statement clear = (sql_.prepare << "DELETE FROM decisions WHERE hand_id = :h", use(id));
    ParsedDecision d;
    int exact = 0;
    soci::statement add =
        (sql_.prepare << "INSERT INTO decisions (hand_id, step, event_index, seat, moves, played,"
                         " best, exact, best_value, played_value, loss, glyph) VALUES (:h, :s,"
                         " :e, :seat, :m, :p, :b, :x, :bv, :pv, :l, :g)",
         use(id), use(d.step), use(d.event_index), use(d.seat), use(d.moves), use(d.played),
         use(d.best), use(exact), use(d.best_value), use(d.played_value), use(d.loss),
         use(d.glyph));
    for (const ParsedReview* r : order) {
      hand_hash = hash(r);
      find.execute(true);
      analysed = r->analysed ? 1 : 0;
      skipped = r->skipped;
      note = r->note;
      upsert.execute(true);
      clear.execute(true);
      for (const ParsedDecision& decision : r->decisions) {
        d = decision;
        exact = d.exact ? 1 : 0;
        add.execute(true);
      }
      ++(r->analysed ? result_.analysed : result_.not_analysed);
      result_.decisions += static_cast<long>(r->decisions.size());
    }
  }

  Database& db_;
  soci::session& sql_;
  const ParsedFile& f_;
  FileImport& result_;
  long long file_id_ = 0;
  std::vector<long long> old_hands_;
  std::vector<long long> record_ids_;
  std::vector<long long> players_;  // ParsedFile::players' ids
  std::map<RollupKey, RollupSums> rollup_;
};

}  // namespace

FileImport Importer::store_once(const ParsedFile& file) {
  FileImport result;
  result.hands = static_cast<long>(file.hands.size());
  WriteTransaction tx(db_);
  FileWriter(db_, file, result).run();
  tx.commit();
  return result;
}

bool Importer::reviewed(const std::string& path, const std::string& hash, std::uint64_t budget) {
  long long wanting = 0;
  const long long b = static_cast<long long>(budget);
  db_.sql() << "SELECT COUNT(*) FROM files f JOIN records r ON r.file_id = f.id"
               " JOIN occurrences o ON o.record_id = r.id WHERE f.path = :p AND f.hash = :h"
               " AND " +
                   wants_review_sql("o.hand_id"),
      use(path), use(hash), use(b), into(wanting);
  return wanting == 0;
}

bool Importer::wants_review(const std::string& hand_hash, std::uint64_t budget) {
  // A hand not stored yet is not counted either: it wants its first review.
  long long standing = 0;
  const long long b = static_cast<long long>(budget);
  db_.sql() << "SELECT COUNT(*) FROM hands h WHERE h.hash = :h AND NOT " + wants_review_sql("h.id"),
      use(hand_hash), use(b), into(standing);
  return standing == 0;
}

bool Importer::stored(const std::string& path, const std::string& hash) {
  long long n = 0;
  db_.sql() << "SELECT COUNT(*) FROM files WHERE path = :p AND hash = :h", use(path), use(hash),
      into(n);
  return n > 0;
}

FileImport Importer::store(const ParsedFile& file) {
  for (int attempt = 1;; ++attempt) {
    try {
      return store_once(file);
    } catch (const std::exception& e) {
      if (attempt >= 5 || !retryable(e)) throw DbError(file.path + ": " + e.what());
    }
  }
}

}  // namespace paipu::db
