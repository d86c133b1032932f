// Times the reference fan calculator's C++ library without Python: the calls written by
// `time_reference.py hands.jsonl --calls calls.txt` are read into the library's parameters
// first (not timed), then every hand is scored once per pass and only those calls are timed,
// the hands it refuses (not a win) included; best of three passes. Prints one line:
// `hands=<n> seconds=<elapsed> hands_per_second=<rate>`.
//
// Build against the library's two sources from the PyMahjongGB 1.4.0 source package
// (MahjongGB/mahjong-algorithm/), with the flags its setup uses plus -O2:
//   g++ -O2 -std=c++11 -I$ALGO time_library.cpp $ALGO/fan_calculator.cpp $ALGO/shanten.cpp
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "fan_calculator.h"

namespace {

// The library's tiles by the names the Python binding gives them.
std::map<std::string, mahjong::tile_t> tile_names() {
    std::map<std::string, mahjong::tile_t> names;
    for (int rank = 1; rank <= 9; ++rank) {
        names["W" + std::to_string(rank)] = mahjong::make_tile(TILE_SUIT_CHARACTERS, rank);
        names["B" + std::to_string(rank)] = mahjong::make_tile(TILE_SUIT_DOTS, rank);
        names["T" + std::to_string(rank)] = mahjong::make_tile(TILE_SUIT_BAMBOO, rank);
    }
    for (int wind = 1; wind <= 4; ++wind) {
        names["F" + std::to_string(wind)] = mahjong::make_tile(TILE_SUIT_HONORS, wind);
    }
    for (int dragon = 1; dragon <= 3; ++dragon) {
        names["J" + std::to_string(dragon)] = mahjong::make_tile(TILE_SUIT_HONORS, dragon + 4);
    }
    return names;
}

std::vector<std::string> split(const std::string &text, char separator) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, separator)) {
        parts.push_back(part);
    }
    if (!text.empty() && text.back() == separator) {
        parts.push_back("");
    }
    return parts;
}

// One line of the calls file as the library's parameters; false when it cannot be read.
bool read_call(const std::string &line, const std::map<std::string, mahjong::tile_t> &tiles,
               mahjong::calculate_param_t &call) {
    std::vector<std::string> fields = split(line, '|');
    if (fields.size() != 10) {
        return false;
    }
    std::memset(&call, 0, sizeof call);
    int packs = 0;
    if (!fields[0].empty()) {
        for (const std::string &pack : split(fields[0], ',')) {
            std::vector<std::string> parts = split(pack, ':');
            if (parts.size() != 3 || !tiles.count(parts[1])) {
                return false;
            }
            int kind = parts[0] == "PENG" ? PACK_TYPE_PUNG
                     : parts[0] == "GANG" ? PACK_TYPE_KONG
                     : parts[0] == "CHI"  ? PACK_TYPE_CHOW : -1;
            if (kind < 0 || packs >= 4) {
                return false;
            }
            call.hand_tiles.fixed_packs[packs++] =
                mahjong::make_pack(std::stoi(parts[2]), kind, tiles.at(parts[1]));
        }
    }
    call.hand_tiles.pack_count = packs;
    int held = 0;
    for (const std::string &tile : split(fields[1], ' ')) {
        if (tile.empty()) {
            continue;
        }
        if (!tiles.count(tile) || held >= 13) {
            return false;
        }
        call.hand_tiles.standing_tiles[held++] = tiles.at(tile);
    }
    call.hand_tiles.tile_count = held;
    if (!tiles.count(fields[2])) {
        return false;
    }
    call.win_tile = tiles.at(fields[2]);
    call.flower_count = std::stoi(fields[3]);
    call.win_flag = std::stoi(fields[4]) * WIN_FLAG_SELF_DRAWN +
                    std::stoi(fields[5]) * WIN_FLAG_LAST_TILE +
                    std::stoi(fields[6]) * WIN_FLAG_KONG_INVOLVED +
                    std::stoi(fields[7]) * WIN_FLAG_WALL_LAST;
    call.seat_wind = static_cast<mahjong::wind_t>(std::stoi(fields[8]));
    call.prevalent_wind = static_cast<mahjong::wind_t>(std::stoi(fields[9]));
    return true;
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 2) {
        std::cerr << "usage: time_library calls.txt\n";
        return 1;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::cerr << "cannot open " << argv[1] << "\n";
        return 1;
    }
    const std::map<std::string, mahjong::tile_t> tiles = tile_names();
    std::vector<mahjong::calculate_param_t> calls;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        mahjong::calculate_param_t call;
        if (!read_call(line, tiles, call)) {
            std::cerr << "line " << number << " cannot be read: " << line << "\n";
            return 1;
        }
        calls.push_back(call);
    }
    double best = 1e30;
    long checksum = 0;  // what the calls returned, so that no pass can be optimised away
    for (int pass = 0; pass < 3; ++pass) {
        auto start = std::chrono::steady_clock::now();
        for (const mahjong::calculate_param_t &call : calls) {
            mahjong::fan_table_t fans = {};
            checksum += mahjong::calculate_fan(&call, &fans);
        }
        std::chrono::duration<double> spent = std::chrono::steady_clock::now() - start;
        best = spent.count() < best ? spent.count() : best;
    }
    std::printf("hands=%zu seconds=%.6f hands_per_second=%.0f checksum=%ld\n", calls.size(), best,
                calls.size() / best, checksum);
    return 0;
}
