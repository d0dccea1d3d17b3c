template <bool wp_linear_contiguous>
static void arithmetic_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_arithmetic_s000001 *_wp_args,
    wp_args_arithmetic_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    const wp::float32 var_4 = 1.5;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32* var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    //---------
    // forward
    // def arithmetic_s000001(                                                                <L 12>
    // i, j, k = wp.tid()                                                                     <L 17>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = b[i, j, k] - 1.5                                                                  <L 18>
    var_3 = wp::address(var_b, var_0, var_1, var_2);
    var_6 = wp::load(var_3);
    var_5 = wp::sub(var_6, var_4);
    // out[i, j, k] = arithmetic_s000001_combine(x0, a[i, j, k])                              <L 19>
    var_7 = wp::address(var_a, var_0, var_1, var_2);
    var_9 = wp::load(var_7);
    var_8 = arithmetic_s000001_combine_0(var_5, var_9);
    // wp::array_store(var_out, var_0, var_1, var_2, var_8);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_2, var_8, adj_out, adj_0, adj_1, adj_2, adj_8);
    adj_arithmetic_s000001_combine_0(var_5, var_9, adj_5, adj_7, adj_8);
    wp::adj_address(var_a, var_0, var_1, var_2, adj_a, adj_0, adj_1, adj_2, adj_7);
    // adj: out[i, j, k] = arithmetic_s000001_combine(x0, a[i, j, k])                         <L 19>
    wp::adj_sub(var_6, var_4, adj_3, adj_4, adj_5);
    wp::adj_address(var_b, var_0, var_1, var_2, adj_b, adj_0, adj_1, adj_2, adj_3);
    // adj: x0 = b[i, j, k] - 1.5                                                             <L 18>
    // adj: i, j, k = wp.tid()                                                                <L 17>
    // adj: def arithmetic_s000001(                                                           <L 12>
    return;
}