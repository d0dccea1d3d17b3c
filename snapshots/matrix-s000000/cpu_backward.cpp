template <bool wp_linear_contiguous>
static void matrix_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_matrix_s000000 *_wp_args,
    wp_args_matrix_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::mat_t<3, 3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::mat_t<3, 3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::mat_t<3, 3, wp::float32>* var_1;
    wp::mat_t<3, 3, wp::float32> var_2;
    wp::mat_t<3, 3, wp::float32> var_3;
    wp::mat_t<3, 3, wp::float32> var_4;
    const wp::float32 var_5 = 2.0;
    wp::mat_t<3, 3, wp::float32> var_6;
    wp::float32 var_7;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::mat_t<3, 3, wp::float32> adj_1 = {};
    wp::mat_t<3, 3, wp::float32> adj_2 = {};
    wp::mat_t<3, 3, wp::float32> adj_3 = {};
    wp::mat_t<3, 3, wp::float32> adj_4 = {};
    wp::float32 adj_5 = {};
    wp::mat_t<3, 3, wp::float32> adj_6 = {};
    wp::float32 adj_7 = {};
    //---------
    // forward
    // def matrix_s000000(                                                                    <L 7>
    // i = wp.tid()                                                                           <L 11>
    var_0 = builtin_tid1d();
    // x0 = wp.transpose(a[i])                                                                <L 12>
    var_1 = wp::address(var_a, var_0);
    var_3 = wp::load(var_1);
    var_2 = wp::transpose(var_3);
    // x1 = wp.transpose(x0)                                                                  <L 13>
    var_4 = wp::transpose(var_2);
    // x2 = x1 * 2.0                                                                          <L 14>
    var_6 = wp::mul(var_4, var_5);
    // out[i] = wp.determinant(x2)                                                            <L 15>
    var_7 = wp::determinant(var_6);
    // wp::array_store(var_out, var_0, var_7);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
    wp::adj_determinant(var_6, adj_6, adj_7);
    // adj: out[i] = wp.determinant(x2)                                                       <L 15>
    wp::adj_mul(var_4, var_5, adj_4, adj_5, adj_6);
    // adj: x2 = x1 * 2.0                                                                     <L 14>
    wp::adj_transpose(var_2, adj_2, adj_4);
    // adj: x1 = wp.transpose(x0)                                                             <L 13>
    wp::adj_transpose(var_3, adj_1, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.transpose(a[i])                                                           <L 12>
    // adj: i = wp.tid()                                                                      <L 11>
    // adj: def matrix_s000000(                                                               <L 7>
    return;
}