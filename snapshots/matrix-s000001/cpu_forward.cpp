struct wp_args_matrix_s000001 {
    wp::array_t<wp::mat_t<3, 3, wp::float32>> a;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void matrix_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_matrix_s000001 *_wp_args)
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
    wp::int32 var_2;
    wp::mat_t<3, 3, wp::float32>* var_3;
    const wp::float32 var_4 = 0.125;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::mat_t<3, 3, wp::float32> var_6;
    wp::mat_t<3, 3, wp::float32>* var_7;
    wp::mat_t<3, 3, wp::float32> var_8;
    wp::mat_t<3, 3, wp::float32> var_9;
    const wp::int32 var_10 = 1;
    const wp::int32 var_11 = 2;
    wp::float32 var_12;
    //---------
    // forward
    // def matrix_s000001(                                                                    <L 7>
    // i, j, k = wp.tid()                                                                     <L 11>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = a[i, j, k] * 0.125                                                                <L 12>
    var_3 = wp::address(var_a, var_0, var_1, var_2);
    var_6 = wp::load(var_3);
    var_5 = wp::mul(var_6, var_4);
    // x1 = x0 + a[i, j, k]                                                                   <L 13>
    var_7 = wp::address(var_a, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = wp::add(var_5, var_9);
    // out[i, j, k] = x1[1, 2]                                                                <L 14>
    var_12 = wp::extract(var_8, var_10, var_11);
    wp::array_store(var_out, var_0, var_1, var_2, var_12);
}