#include <cstdio>
#include <string>
#include <vector>

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    std::vector<std::string> grid(n);
    std::vector<char> row(m + 1);
    int start = -1, target = -1;
    for (int r = 0; r < n; r++) {
        scanf("%s", row.data());
        grid[r] = row.data();
        for (int c = 0; c < m; c++) {
            if (grid[r][c] == 'S') start = r * m + c;
            if (grid[r][c] == 'T') target = r * m + c;
        }
    }
    std::vector<int> dist(n * m, -1), queue;
    queue.reserve(n * m);
    dist[start] = 0;
    queue.push_back(start);
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (size_t head = 0; head < queue.size(); head++) {
        int cell = queue[head], r = cell / m, c = cell % m;
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nr >= n || nc < 0 || nc >= m || grid[nr][nc] == '#') continue;
            int next = nr * m + nc;
            if (dist[next] != -1) continue;
            dist[next] = dist[cell] + 1;
            queue.push_back(next);
        }
    }
    printf("%d\n", dist[target]);
    return 0;
}
