template <bool wp_linear_contiguous>
static void compute_forces_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_compute_forces *_wp_args,
    wp_args_compute_forces *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::uint64 var_grid = _wp_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> var_x = _wp_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> var_v = _wp_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> var_f = _wp_args->f;
    wp::uint64 adj_grid = _wp_adj_args->grid;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_x = _wp_adj_args->x;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_v = _wp_adj_args->v;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_f = _wp_adj_args->f;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32> var_3;
    wp::vec_t<3, wp::float32> var_4;
    wp::vec_t<3, wp::float32>* var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    const wp::float32 var_8 = 3.0;
    wp::hash_grid_query_f var_9;
    wp::vec_t<3, wp::float32> var_10;
    wp::int32 var_11;
    bool var_12;
    wp::vec_t<3, wp::float32>* var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32>* var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    const wp::int32 var_19 = 0;
    wp::float32 var_20;
    const wp::int32 var_21 = 0;
    wp::float32 var_22;
    wp::float32 var_23;
    const wp::int32 var_24 = 128;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::int32 var_27 = 1;
    wp::float32 var_28;
    const wp::int32 var_29 = 1;
    wp::float32 var_30;
    wp::float32 var_31;
    wp::float32 var_32;
    wp::float32 var_33;
    const wp::float32 var_34 = 0.0;
    wp::vec_t<3, wp::float32> var_35;
    wp::vec_t<3, wp::float32> var_36;
    wp::float32 var_37;
    wp::vec_t<3, wp::float32> var_38;
    wp::vec_t<3, wp::float32> var_39;
    const wp::float32 var_40 = 0.5;
    wp::vec_t<3, wp::float32> var_41;
    wp::vec_t<3, wp::float32> var_42;
    wp::vec_t<3, wp::float32> var_43;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::vec_t<3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::float32 adj_8 = {};
    wp::hash_grid_query_f adj_9 = {};
    wp::vec_t<3, wp::float32> adj_10 = {};
    wp::int32 adj_11 = {};
    bool adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::int32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::int32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::int32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::int32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::int32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::vec_t<3, wp::float32> adj_35 = {};
    wp::vec_t<3, wp::float32> adj_36 = {};
    wp::float32 adj_37 = {};
    wp::vec_t<3, wp::float32> adj_38 = {};
    wp::vec_t<3, wp::float32> adj_39 = {};
    wp::float32 adj_40 = {};
    wp::vec_t<3, wp::float32> adj_41 = {};
    wp::vec_t<3, wp::float32> adj_42 = {};
    wp::vec_t<3, wp::float32> adj_43 = {};
    //---------
    // forward
    // def compute_forces(                                                                    <L 102>
    // tid = wp.tid()                                                                         <L 116>
    var_0 = builtin_tid1d();
    // i = wp.hash_grid_point_id(grid, tid)                                                   <L 119>
    var_1 = wp::hash_grid_point_id(var_grid, var_0);
    // x_i = x[i]                                                                             <L 121>
    var_2 = wp::address(var_x, var_1);
    var_4 = wp::load(var_2);
    var_3 = wp::copy(var_4);
    // v_i = v[i]                                                                             <L 122>
    var_5 = wp::address(var_v, var_1);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // neighbors = wp.hash_grid_query(grid, x_i, RADIUS)                                      <L 125>
    var_9 = wp::hash_grid_query(var_grid, var_3, var_8);
    // f_i = wp.vec3()                                                                        <L 127>
    var_10 = wp::vec_t<3, wp::float32>();
    // for index in neighbors:                                                                <L 129>
    // f[i] = f_i                                                                             <L 146>
    // wp::array_store(var_f, var_1, var_10);
    //---------
    // reverse
    wp::adj_array_store(var_f, var_1, var_10, adj_f, adj_1, adj_10);
    // adj: f[i] = f_i                                                                        <L 146>
    var_9 = wp::iter_reverse(var_9);
    start_for_0:;
        if (iter_cmp(var_9) == 0) goto end_for_0;
        var_11 = wp::iter_next(var_9);
    	adj_12 = {};
    	adj_13 = {};
    	adj_14 = {};
    	adj_15 = {};
    	adj_16 = {};
    	adj_17 = {};
    	adj_18 = {};
    	adj_19 = {};
    	adj_20 = {};
    	adj_21 = {};
    	adj_22 = {};
    	adj_23 = {};
    	adj_24 = {};
    	adj_25 = {};
    	adj_26 = {};
    	adj_27 = {};
    	adj_28 = {};
    	adj_29 = {};
    	adj_30 = {};
    	adj_31 = {};
    	adj_32 = {};
    	adj_33 = {};
    	adj_34 = {};
    	adj_35 = {};
    	adj_36 = {};
    	adj_37 = {};
    	adj_38 = {};
    	adj_39 = {};
    	adj_40 = {};
    	adj_41 = {};
    	adj_42 = {};
    	adj_43 = {};
        // if index != i:                                                                     <L 130>
        var_12 = (var_11 != var_1);
        if (var_12) {
            // x_j = x[index]                                                                 <L 131>
            var_13 = wp::address(var_x, var_11);
            var_15 = wp::load(var_13);
            var_14 = wp::copy(var_15);
            // v_j = v[index]                                                                 <L 132>
            var_16 = wp::address(var_v, var_11);
            var_18 = wp::load(var_16);
            var_17 = wp::copy(var_18);
            // dx = periodic_distance(x_i[0] - x_j[0], float(N_GRID))                         <L 135>
            var_20 = wp::extract(var_3, var_19);
            var_22 = wp::extract(var_14, var_21);
            var_23 = wp::sub(var_20, var_22);
            var_25 = wp::float(var_24);
            var_26 = periodic_distance_0(var_23, var_25);
            // dy = periodic_distance(x_i[1] - x_j[1], float(N_GRID))                         <L 136>
            var_28 = wp::extract(var_3, var_27);
            var_30 = wp::extract(var_14, var_29);
            var_31 = wp::sub(var_28, var_30);
            var_32 = wp::float(var_24);
            var_33 = periodic_distance_0(var_31, var_32);
            // d = wp.vec3(dx, dy, 0.0)                                                       <L 137>
            var_35 = wp::vec_t<3, wp::float32>(var_26, var_33, var_34);
            // f_i -= wp.grad(compute_potential)(d)                                           <L 140>
            var_36 = {};
            var_37 = wp::float32(1);
            adj_compute_potential_0(var_35, var_36, var_37);
            var_38 = wp::sub(var_10, var_36);
            // v_rel = v_i - v_j                                                              <L 143>
            var_39 = wp::sub(var_6, var_17);
            // f_i -= DAMPING * v_rel                                                         <L 144>
            var_41 = wp::mul(var_40, var_39);
            var_42 = wp::sub(var_38, var_41);
        }
        var_43 = wp::where(var_12, var_42, var_10);
        wp::assign(var_10, var_43);
        wp::adj_assign(var_10, var_43, adj_10, adj_43);
        wp::adj_where(var_12, var_42, var_10, adj_12, adj_42, adj_10, adj_43);
        if (var_12) {
            wp::adj_sub(var_38, var_41, adj_38, adj_41, adj_42);
            wp::adj_mul(var_40, var_39, adj_40, adj_39, adj_41);
            // adj: f_i -= DAMPING * v_rel                                                    <L 144>
            wp::adj_sub(var_6, var_17, adj_6, adj_17, adj_39);
            // adj: v_rel = v_i - v_j                                                         <L 143>
            wp::adj_sub(var_10, var_36, adj_10, adj_36, adj_38);
            // adj: f_i -= wp.grad(compute_potential)(d)                                      <L 140>
            wp::adj_vec_t(var_26, var_33, var_34, adj_26, adj_33, adj_34, adj_35);
            // adj: d = wp.vec3(dx, dy, 0.0)                                                  <L 137>
            adj_periodic_distance_0(var_31, var_32, adj_31, adj_32, adj_33);
            wp::adj_float(var_24, adj_24, adj_32);
            wp::adj_sub(var_28, var_30, adj_28, adj_30, adj_31);
            wp::adj_extract(var_14, var_29, adj_14, adj_29, adj_30);
            wp::adj_extract(var_3, var_27, adj_3, adj_27, adj_28);
            // adj: dy = periodic_distance(x_i[1] - x_j[1], float(N_GRID))                    <L 136>
            adj_periodic_distance_0(var_23, var_25, adj_23, adj_25, adj_26);
            wp::adj_float(var_24, adj_24, adj_25);
            wp::adj_sub(var_20, var_22, adj_20, adj_22, adj_23);
            wp::adj_extract(var_14, var_21, adj_14, adj_21, adj_22);
            wp::adj_extract(var_3, var_19, adj_3, adj_19, adj_20);
            // adj: dx = periodic_distance(x_i[0] - x_j[0], float(N_GRID))                    <L 135>
            wp::adj_copy(var_18, adj_16, adj_17);
            wp::adj_address(var_v, var_11, adj_v, adj_11, adj_16);
            // adj: v_j = v[index]                                                            <L 132>
            wp::adj_copy(var_15, adj_13, adj_14);
            wp::adj_address(var_x, var_11, adj_x, adj_11, adj_13);
            // adj: x_j = x[index]                                                            <L 131>
        }
        // adj: if index != i:                                                                <L 130>
    	goto start_for_0;
    end_for_0:;
    // adj: for index in neighbors:                                                           <L 129>
    // adj: f_i = wp.vec3()                                                                   <L 127>
    // adj: neighbors = wp.hash_grid_query(grid, x_i, RADIUS)                                 <L 125>
    wp::adj_copy(var_7, adj_5, adj_6);
    wp::adj_address(var_v, var_1, adj_v, adj_1, adj_5);
    // adj: v_i = v[i]                                                                        <L 122>
    wp::adj_copy(var_4, adj_2, adj_3);
    wp::adj_address(var_x, var_1, adj_x, adj_1, adj_2);
    // adj: x_i = x[i]                                                                        <L 121>
    // adj: i = wp.hash_grid_point_id(grid, tid)                                              <L 119>
    // adj: tid = wp.tid()                                                                    <L 116>
    // adj: def compute_forces(                                                               <L 102>
    return;
}