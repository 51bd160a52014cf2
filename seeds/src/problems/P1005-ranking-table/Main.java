import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.StringTokenizer;

public class Main {
    static final class Student {
        final String name;
        final int score;

        Student(String name, int score) {
            this.name = name;
            this.score = score;
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        Student[] students = new Student[n];
        for (int i = 0; i < n; i++) {
            StringTokenizer line = new StringTokenizer(in.readLine());
            students[i] = new Student(line.nextToken(), Integer.parseInt(line.nextToken()));
        }
        Arrays.sort(students, (a, b) -> a.score != b.score
                ? Integer.compare(b.score, a.score)
                : a.name.compareTo(b.name));
        StringBuilder out = new StringBuilder();
        for (Student s : students) out.append(s.name).append(' ').append(s.score).append('\n');
        PrintWriter writer = new PrintWriter(System.out);
        writer.print(out);
        writer.flush();
    }
}
