struct wp_args_make_matrix_s000000__locals__matrix_s000000 {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_matrix_s000000__locals__matrix_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_make_matrix_s000000__locals__matrix_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::mat_t<3, 3, wp::float32>* var_2;
    wp::mat_t<3, 3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    const wp::float32 var_6 = 2.0;
    wp::mat_t<3, 3, wp::float32> var_7;
    wp::float32 var_8;
    //---------
    // forward
    // def matrix_s000000(                                                                    <L 8>
    // i, j = wp.tid()                                                                        <L 12>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.transpose(a[i, j])                                                             <L 13>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::transpose(var_4);
    // x1 = wp.transpose(x0)                                                                  <L 14>
    var_5 = wp::transpose(var_3);
    // x2 = x1 * scale                                                                        <L 15>
    var_7 = wp::mul(var_5, var_6);
    // out[i, j] = wp.determinant(x2)                                                         <L 16>
    var_8 = wp::determinant(var_7);
    wp::array_store(var_out, var_0, var_1, var_8);
}