template <bool wp_linear_contiguous>
static void arithmetic_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<2> dim,
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
    wp::float32* var_2;
    const wp::float32 var_3 = 1.5;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::float32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    //---------
    // forward
    // def arithmetic_s000001(                                                                <L 14>
    // i, j = wp.tid()                                                                        <L 19>
    builtin_tid2d(var_0, var_1);
    // x0 = b[i, j] - SCALE                                                                   <L 20>
    var_2 = wp::address(var_b, var_0, var_1);
    var_5 = wp::load(var_2);
    var_4 = wp::sub(var_5, var_3);
    // out[i, j] = arithmetic_s000001_combine(x0, a[i, j])                                    <L 21>
    var_6 = wp::address(var_a, var_0, var_1);
    var_8 = wp::load(var_6);
    var_7 = arithmetic_s000001_combine_0(var_4, var_8);
    // wp::array_store(var_out, var_0, var_1, var_7);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_1, var_7, adj_out, adj_0, adj_1, adj_7);
    adj_arithmetic_s000001_combine_0(var_4, var_8, adj_4, adj_6, adj_7);
    wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_6);
    // adj: out[i, j] = arithmetic_s000001_combine(x0, a[i, j])                               <L 21>
    wp::adj_sub(var_5, var_3, adj_2, adj_3, adj_4);
    wp::adj_address(var_b, var_0, var_1, adj_b, adj_0, adj_1, adj_2);
    // adj: x0 = b[i, j] - SCALE                                                              <L 20>
    // adj: i, j = wp.tid()                                                                   <L 19>
    // adj: def arithmetic_s000001(                                                           <L 14>
    return;
}