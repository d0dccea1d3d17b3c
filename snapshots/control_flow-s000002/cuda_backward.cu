extern "C" __global__ void control_flow_s000002_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_b,
    wp::array_t<wp::float32> var_c,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_b,
    wp::array_t<wp::float32> adj_c,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        const wp::float32 var_1 = -0.625;
        wp::float32* var_2;
        const wp::float32 var_3 = -0.25;
        bool var_4;
        wp::float32 var_5;
        wp::float32* var_6;
        const wp::float32 var_7 = 0.5;
        wp::float32 var_8;
        wp::float32 var_9;
        const wp::float32 var_10 = 0.0;
        wp::float32* var_11;
        const wp::float32 var_12 = 0.5;
        bool var_13;
        wp::float32 var_14;
        wp::float32* var_15;
        const wp::float32 var_16 = 1.5;
        wp::float32 var_17;
        wp::float32 var_18;
        wp::float32* var_19;
        const wp::float32 var_20 = 0.5;
        wp::float32 var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        bool adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        bool adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        //---------
        // forward
        // def control_flow_s000002(                                                              <L 9>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // if SCALE < b[i] < -0.25:                                                               <L 15>
        var_2 = wp::address(var_b, var_0);
        var_5 = wp::load(var_2);
        var_4 = ((var_1 < var_5) && (var_5 < var_3));
        if (var_4) {
            // out[i] = b[i] * 0.5                                                                <L 16>
            var_6 = wp::address(var_b, var_0);
            var_9 = wp::load(var_6);
            var_8 = wp::mul(var_9, var_7);
            // wp::array_store(var_out, var_0, var_8);
            // return                                                                             <L 17>
            goto label0;
        }
        // x0 = 0.0                                                                               <L 18>
        // if c[i] > 0.5:                                                                         <L 19>
        var_11 = wp::address(var_c, var_0);
        var_14 = wp::load(var_11);
        var_13 = (var_14 > var_12);
        if (var_13) {
            // x0 = b[i] - 1.5                                                                    <L 20>
            var_15 = wp::address(var_b, var_0);
            var_18 = wp::load(var_15);
            var_17 = wp::sub(var_18, var_16);
        }
        if (!var_13) {
            // x0 = c[i] * 0.5                                                                    <L 22>
            var_19 = wp::address(var_c, var_0);
            var_22 = wp::load(var_19);
            var_21 = wp::mul(var_22, var_20);
        }
        var_23 = wp::where(var_13, var_17, var_21);
        // out[i] = x0                                                                            <L 23>
        // wp::array_store(var_out, var_0, var_23);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_23, adj_out, adj_0, adj_23);
        // adj: out[i] = x0                                                                       <L 23>
        wp::adj_where(var_13, var_17, var_21, adj_13, adj_17, adj_21, adj_23);
        if (!var_13) {
            wp::adj_mul(var_22, var_20, adj_19, adj_20, adj_21);
            wp::adj_address(var_c, var_0, adj_c, adj_0, adj_19);
            // adj: x0 = c[i] * 0.5                                                               <L 22>
        }
        if (var_13) {
            wp::adj_sub(var_18, var_16, adj_15, adj_16, adj_17);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_15);
            // adj: x0 = b[i] - 1.5                                                               <L 20>
        }
        wp::adj_address(var_c, var_0, adj_c, adj_0, adj_11);
        // adj: if c[i] > 0.5:                                                                    <L 19>
        // adj: x0 = 0.0                                                                          <L 18>
        if (var_4) {
            label0:;
            // adj: return                                                                        <L 17>
            wp::adj_array_store(var_out, var_0, var_8, adj_out, adj_0, adj_8);
            wp::adj_mul(var_9, var_7, adj_6, adj_7, adj_8);
            wp::adj_address(var_b, var_0, adj_b, adj_0, adj_6);
            // adj: out[i] = b[i] * 0.5                                                           <L 16>
        }
        wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
        // adj: if SCALE < b[i] < -0.25:                                                          <L 15>
        // adj: i = wp.tid()                                                                      <L 14>
        // adj: def control_flow_s000002(                                                         <L 9>
        continue;
    }
}